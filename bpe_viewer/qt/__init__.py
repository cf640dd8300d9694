"""The PySide6 explorer window. This is the only package that imports Qt."""
