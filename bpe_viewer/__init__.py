"""bpe-viewer: watch byte-pair-encoding training one merge round at a time."""

__version__ = "0.1.0"
