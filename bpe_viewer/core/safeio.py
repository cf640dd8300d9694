"""The one way files are read and written (docs/rules.md s10).

Every loader reads through :func:`read_input` and every output goes through
:func:`write_output`, so the rules below hold for the command line, the window and the
Python API alike.

Reading:

- only regular files (and folders, walked by the loaders) are read; a FIFO, a device such
  as ``/dev/zero``, a socket is refused with one line *before* anything is read (the file
  is opened non-blocking, so even a FIFO without a writer cannot hang the opener);
- every read is capped at :func:`input_limit` bytes (default 512 MB, raised with the
  environment variable ``BPE_VIEWER_MAX_INPUT_MB``); the size is checked before reading,
  and a file that grows while being read is stopped at the cap;
- a read checks the cancel event of the surrounding :func:`cancel_scope`, so closing the
  window during a long load stops it within one chunk.

Writing:

- ``-`` writes to standard output;
- an output that is any file read is refused: an input, a file of an input folder, a
  file read with a table (its ``merges.txt``, its sidecar), also through links;
- a name ending in ``/`` names a folder and is never written as a file;
- a regular file is replaced atomically: a temporary file named
  ``.NAME.bpe-viewer-PID-XXXX.tmp`` in the same folder, synced, then renamed over the
  target. Temporary files of ours left behind by a killed process are removed on the
  next write to the same name;
- a FIFO or character device (``/dev/null``, a terminal) is written in place, never
  replaced; a FIFO nobody reads, a folder, a block device or a socket is refused;
- several files that belong together (``vocab.json`` + ``merges.txt``, a ``.tiktoken``
  file and its sidecar, the PNG files of an animation) are written as one
  :class:`~bpe_viewer.core.fileset.FileSet`: either every new file is in place or every
  old one is untouched.

Example:
    >>> import tempfile, os
    >>> folder = tempfile.mkdtemp()
    >>> write_output(os.path.join(folder, "a.txt"), "hi\\n")
    >>> read_input(os.path.join(folder, "a.txt"))
    b'hi\\n'
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
import stat
import sys
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Protocol

from bpe_viewer.core.input_files import folder_members, table_files
from bpe_viewer.core.temporaries import clean_stale_temporaries, temporary_name

#: Environment variable raising (or lowering) the input cap, in megabytes (10**6 bytes).
LIMIT_ENV = "BPE_VIEWER_MAX_INPUT_MB"
#: Default input cap in megabytes.
DEFAULT_LIMIT_MB = 512
#: Chunk size for reads; cancel is checked between chunks.
_CHUNK = 1 << 22


class InputError(ValueError):
    """An input that cannot be used; ``str(err)`` is one line naming the file and why.

    A message of several lines (a library's reason quoted inside it) is joined into one,
    its lines separated by a space, so every loader's error is one line.
    """

    def __init__(self, *args: object) -> None:
        if len(args) == 1 and isinstance(args[0], str) and len(args[0].splitlines()) > 1:
            args = (" ".join(part.strip() for part in args[0].splitlines() if part.strip()),)
        super().__init__(*args)


class OutputError(OSError):
    """An output that cannot or must not be written; ``str(err)`` is one line."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "cannot write"


class TrainingCancelled(Exception):
    """Raised when the cancel event of a load or a training run is set.

    Loading checks it while reading, splitting and indexing; training between rounds.
    """


class _Event(Protocol):
    def is_set(self) -> bool: ...


_local = threading.local()


@contextlib.contextmanager
def cancel_scope(event: _Event | None) -> Iterator[None]:
    """Make ``event`` the cancel event of every read and loop on this thread inside.

    Args:
        event: anything with ``is_set()`` (a :class:`threading.Event`), or None.
    """
    previous = getattr(_local, "event", None)
    _local.event = event
    try:
        yield
    finally:
        _local.event = previous


def check_cancelled() -> None:
    """Raise :class:`TrainingCancelled` when this thread's cancel event is set.

    Cheap enough to call every few thousand items of a loop.
    """
    event = getattr(_local, "event", None)
    if event is not None and event.is_set():
        raise TrainingCancelled()


def input_limit() -> int:
    """The largest input read, in bytes: ``BPE_VIEWER_MAX_INPUT_MB`` megabytes or 512 MB.

    Raises:
        InputError: when the environment variable is not a whole number of megabytes.
    """
    raw = os.environ.get(LIMIT_ENV)
    if raw is None or not raw.strip():
        return DEFAULT_LIMIT_MB * 10**6
    text = raw.strip()
    if not re.fullmatch(r"[0-9]{1,9}", text, re.ASCII) or int(text) == 0:
        raise InputError(
            f"{LIMIT_ENV}={terminal_text(raw)!s}: expected a whole number of megabytes "
            "from 1 to 999999999"
        )
    return int(text) * 10**6


def describe_size(size: int) -> str:
    """A byte count for messages: ``"3.4 KB"``, ``"52.4 MB"``."""
    for unit, scale in (("GB", 10**9), ("MB", 10**6), ("KB", 10**3)):
        if size >= scale:
            return f"{size / scale:.1f} {unit}"
    return f"{size} bytes"


def input_problem(path: str | os.PathLike[str] | None, err: BaseException | str) -> str:
    """One line saying what is wrong with an input, naming it once: ``NAME: reason``.

    The loaders' errors (:class:`InputError` and the format errors) already begin with the
    file's name (``empty.txt: file is empty``); those are kept as they are, so the command
    line and the window say the same thing and never ``empty.txt: empty.txt: …``. Any
    other message gets the name put in front; an error without a message (a bare
    ``MemoryError``) says what it means, so the line always gives a reason.

    Args:
        path: the input as the user gave it, or None when there is no file to name.
        err: the error or its message.

    Returns:
        The message on one line (line breaks become spaces).
    """
    text = " ".join(part.strip() for part in str(err).splitlines() if part.strip())
    if not text and isinstance(err, BaseException):
        text = _bare_reason(err)
    if path is None:
        return text
    name = os.fspath(path)
    names = {name, os.path.basename(name.rstrip("/\\")) or name}
    for named in names:
        if text == named or text.startswith((f"{named}:", f"{named} ", f"{named}{os.sep}")):
            return text
    return f"{name}: {text}" if text else name


def _bare_reason(err: BaseException) -> str:
    """What an error without a message means, so that no message is only a file name."""
    if isinstance(err, MemoryError):
        return "too large to hold in memory (out of memory)"
    if isinstance(err, RecursionError):
        return "nested too deeply to read (RecursionError)"
    return f"cannot be read ({type(err).__name__})"


def output_problem(path: str | os.PathLike[str] | None, err: BaseException | str) -> str:
    """One line saying why an output was not written, naming it once: ``NAME: reason``.

    An :class:`OutputError` already names its file and is kept as it is (never
    ``x.png: x.png: cannot write``); another :class:`OSError` becomes ``NAME: cannot
    write (reason)``.

    Args:
        path: the output as the user gave it.
        err: the error or its message.
    """
    if isinstance(err, OSError) and not isinstance(err, OutputError):
        err = f"cannot write ({_reason(err)})"
    return input_problem(path, err)


def too_large_message(name: str, what: str, size: int | None = None) -> str:
    """One line saying an input is over the cap and how to raise it."""
    limit = input_limit()
    got = f" ({describe_size(size)})" if size is not None else ""
    return (
        f"{name}: {what}{got} is larger than the {describe_size(limit)} input limit; "
        f"raise it with the environment variable {LIMIT_ENV} (megabytes)"
    )


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a regular file"


def _reason(err: OSError) -> str:
    return err.strerror or str(err) or type(err).__name__


def input_kind(path: str | os.PathLike[str]) -> str:
    """``"file"`` or ``"folder"`` for a readable input, checked without reading it.

    Raises:
        InputError: missing path, or anything that is neither a regular file nor a
            folder (FIFO, device, socket), naming it.
    """
    name = terminal_text(os.fspath(path))
    try:
        st = os.stat(path)
    except OSError as err:
        raise InputError(f"{name}: cannot read ({_reason(err)})") from None
    if stat.S_ISDIR(st.st_mode):
        return "folder"
    if not stat.S_ISREG(st.st_mode):
        raise InputError(f"{name}: is {_kind(st.st_mode)}, not a regular file; not read")
    return "file"


def read_input(
    path: str | os.PathLike[str],
    *,
    limit: int | None = None,
    head: int | None = None,
) -> bytes:
    """A regular file's exact bytes, read through the one opener.

    Args:
        path: the file.
        limit: cap in bytes (default :func:`input_limit`).
        head: read at most this many bytes from the start and never complain about size
            (used to sniff a file's kind).

    Returns:
        The bytes.

    Raises:
        InputError: missing or unreadable file, a folder, anything not a regular file
            (refused before reading), or a file larger than the cap (the message says how
            to raise it).
        TrainingCancelled: when the cancel event of the current :func:`cancel_scope` is set.
    """
    name = terminal_text(os.fspath(path))
    cap = input_limit() if limit is None else limit
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except IsADirectoryError:
        raise InputError(f"{name}: cannot read (it is a folder, not a file)") from None
    except OSError as err:
        raise InputError(f"{name}: cannot read ({_reason(err)})") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise InputError(f"{name}: cannot read (it is a folder, not a file)")
        if not stat.S_ISREG(st.st_mode):
            raise InputError(f"{name}: is {_kind(st.st_mode)}, not a regular file; not read")
        if head is None and st.st_size > cap:
            raise InputError(too_large_message(name, "the file", st.st_size))
        want = cap if head is None else head
        chunks: list[bytes] = []
        total = 0
        while total <= want:
            check_cancelled()
            chunk = os.read(fd, min(_CHUNK, want + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        data = b"".join(chunks)
        if head is not None:
            return data[:head]
        if total > cap:
            raise InputError(too_large_message(name, "the file"))
        return data
    except MemoryError:
        raise InputError(f"{name}: too large to hold in memory") from None
    except OSError as err:
        raise InputError(f"{name}: cannot read ({_reason(err)})") from None
    finally:
        os.close(fd)


@contextlib.contextmanager
def memory_guard(what: str) -> Iterator[None]:
    """Turn a MemoryError inside into one :class:`InputError` line naming ``what``.

    Example: ``with memory_guard("corpus.txt: training"): ...``
    """
    try:
        yield
    except MemoryError:
        raise InputError(
            f"{terminal_text(what)}: too large to hold in memory (out of memory)"
        ) from None


# --------------------------------------------------------------------------- terminal

# Lone surrogates (a JSON "\\ud800", a file name that is not UTF-8) have no bytes to print.
_CONTROL = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
    "\ud800-\udfff]"
)
_CONTROL_ALL = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code == 0x0A:
        return "\\n"
    if code == 0x09:
        return "\\t"
    if code == 0x0D:
        return "\\r"
    if code == 0x1B:
        return "\\x1b"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _json_escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def terminal_text(text: str, *, keep_lines: bool = False, json: bool = False) -> str:
    """``text`` safe to print: control characters shown as escapes (``\\x1b``, ``\\n``).

    The one escaping function: every line a command prints goes through it (through
    :func:`print_line`, or :func:`bpe_viewer.commands.common.write_output` for a whole
    result). Escapes C0 and C1 controls, DEL, the line/paragraph separators and the
    bidirectional overrides, so nothing read from a file can move the cursor, retitle
    the terminal or reorder a line, and lone surrogates (``\\ud800``), which have no
    bytes to print. With ``keep_lines`` newlines and tabs stay as they
    are (for multi-line output); otherwise the result is one line. With ``json`` the text
    is JSON (from :func:`json.dumps`): the same characters become JSON escapes
    (``\\u001b``, ``\\u202e``), so the output stays valid JSON with the same values, and
    its newlines stay.

    Example:
        ``terminal_text("a\\x1b]0;x\\x07") == "a\\\\x1b]0;x\\\\x07"``
    """
    if json:
        return _CONTROL.sub(_json_escape, text)
    pattern = _CONTROL if keep_lines else _CONTROL_ALL
    return pattern.sub(_escape, text)


def print_line(
    text: str = "", *, file: Any = None, keep_lines: bool = False, json: bool = False
) -> None:
    """Print ``text`` and a newline through :func:`terminal_text` (standard output)."""
    out = sys.stdout if file is None else file
    print(terminal_text(text, keep_lines=keep_lines, json=json), file=out)


# --------------------------------------------------------------------------- writing


def _same_file(a: os.stat_result, b: os.stat_result) -> bool:
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def _new_file_mode(target: Path) -> int:
    """The mode of the file being replaced, else 0666 less the umask."""
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _write_in_place(target: Path, name: str, data: bytes, mode: int) -> None:
    """Write a FIFO or character device in place (never rename over it)."""
    flags = os.O_WRONLY | getattr(os, "O_NOCTTY", 0)
    if stat.S_ISFIFO(mode):
        flags |= os.O_NONBLOCK
    try:
        fd = os.open(target, flags)
    except OSError as err:
        if err.errno == errno.ENXIO:
            raise OutputError(f"{name}: a FIFO with no reader; not written") from None
        raise OutputError(f"{name}: cannot write ({_reason(err)})") from None
    try:
        if stat.S_ISFIFO(mode):
            fl = fcntl.fcntl(fd, fcntl.F_GETFL)
            fcntl.fcntl(fd, fcntl.F_SETFL, fl & ~os.O_NONBLOCK)
        _write_all(fd, data)
    except OSError as err:
        raise OutputError(f"{name}: cannot write ({_reason(err)})") from None
    finally:
        os.close(fd)


#: ``(identity, how the message names it)`` of one file read.
_ReadFile = tuple[tuple[int, int], str]


def _companions(path: Path) -> list[Path]:
    """The files read together with the table file ``path`` (its ``merges.txt``, its
    ``.tiktoken`` sidecar, ...): :func:`bpe_viewer.core.input_files.table_files`."""
    try:
        return [f for f in table_files(path) if f != path]
    except (OSError, ValueError):
        return []


def files_read(inputs: Iterable[str | os.PathLike[str] | None]) -> list[_ReadFile]:
    """Every file that reading ``inputs`` opens, as ``((device, inode), description)``.

    A folder stands for its members (:func:`folder_members`), a table file also for the
    files read with it (``vocab.json`` beside ``merges.txt``, a ``.tiktoken`` file's
    ``.json`` sidecar). Files are known by device and inode, so a symbolic or hard link
    to one of them is the same file. ``None``, ``"-"`` and missing paths are skipped.

    Args:
        inputs: the paths a command or the window read.

    Returns:
        One entry per file; the description is ``"the input NAME"`` or ``"NAME, a file
        of the input folder DIR"``.
    """
    found: list[_ReadFile] = []

    def add(path: str | os.PathLike[str], description: str) -> None:
        try:
            st = os.stat(path)
        except OSError:
            return
        if stat.S_ISREG(st.st_mode):
            found.append(((st.st_dev, st.st_ino), description))

    for inp in inputs:
        if inp is None or os.fspath(inp) == "-":
            continue
        name = terminal_text(os.fspath(inp))
        if os.path.isdir(inp):
            try:
                members = folder_members(inp)
            except OSError:
                members = []  # the loader names what cannot be read
            for _relative, file in members:
                add(file, f"{terminal_text(str(file))}, a file of the input folder {name}")
            for file in _companions(Path(inp)):
                add(file, f"the input {terminal_text(str(file))}")
            continue
        add(inp, f"the input {name}")
        for file in _companions(Path(inp)):
            add(file, f"the input {terminal_text(str(file))} (read with {name})")
    return found


def names_folder(path: str | os.PathLike[str]) -> bool:
    """True when ``path`` ends in a separator (``nodir/``): it names a folder, and an
    output so named is never written as a file."""
    text = os.fspath(path)
    seps = tuple(s for s in (os.sep, os.altsep) if s)
    return text.endswith(seps) and text not in seps


def _check_against(path: str | os.PathLike[str], read: Iterable[_ReadFile]) -> None:
    """Raise :class:`OutputError` when ``path`` is one of the files ``read``."""
    if os.fspath(path) == "-":
        return
    try:
        target_stat = os.stat(os.path.realpath(path))
    except OSError:
        return
    identity = (target_stat.st_dev, target_stat.st_ino)
    for known, description in read:
        if known == identity:
            raise OutputError(
                f"{terminal_text(os.fspath(path))}: is the same file as {description}; "
                "refusing to overwrite it (choose another output)"
            )


def refuse_overwrite(
    path: str | os.PathLike[str], inputs: Iterable[str | os.PathLike[str] | None]
) -> None:
    """Refuse an output that is any file read from ``inputs`` (``docs/rules.md s10``).

    The one check every output of the command line, the window and the Python API goes
    through, before any work (a command with several outputs checks them all before
    writing the first) and again in :func:`write_output` and
    :class:`~bpe_viewer.core.fileset.FileSet`. A folder input stands for every file in it
    and a table for the files read with it (:func:`files_read`); links, symbolic or hard,
    are the file they lead to. ``"-"`` (standard output) and inputs that do not exist are
    skipped.

    Args:
        path: the output about to be written.
        inputs: the files and folders it is made from (``None`` entries are skipped).

    Raises:
        OutputError: one line naming the output and the input it would overwrite.
    """
    _check_against(path, files_read(inputs))


def write_output(
    path: str | os.PathLike[str],
    data: bytes | str,
    *,
    inputs: Iterable[str | os.PathLike[str] | None] = (),
) -> None:
    """Write ``data`` (``str`` as UTF-8) to ``path`` through the one atomic writer.

    Args:
        path: the output; ``"-"`` is standard output. Through a symbolic link the file
            it points to is replaced, not the link.
        data: the whole content.
        inputs: the files this output was made from; writing over any of them is refused.

    Raises:
        OutputError: the output is one of the inputs, a folder, a block device, a socket
            or a FIFO without a reader, or the folder cannot be written (disk full,
            read-only); the old file is then left untouched and no temporary file stays.
    """
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    if os.fspath(path) == "-":
        out = sys.stdout
        out.flush()
        binary = getattr(out, "buffer", None)
        if binary is None:  # a text-only stream (captured output)
            out.write(raw.decode("utf-8", errors="backslashreplace"))
            out.flush()
            return
        binary.write(raw)
        binary.flush()
        return
    name = terminal_text(os.fspath(path))
    _refuse_folder_name(path, name)
    refuse_overwrite(path, inputs)
    target = Path(os.path.realpath(path))
    special = _special_target(target, name)
    if special is not None:
        _write_in_place(target, name, raw, special)
        return
    tmp = _write_temporary(target, name, raw)
    try:
        os.replace(tmp, target)
        _sync_folder(target.parent)
    except BaseException as err:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(err, OSError):
            raise OutputError(f"{name}: cannot write ({_reason(err)})") from None
        raise


def _refuse_folder_name(path: str | os.PathLike[str], name: str) -> None:
    """Refuse ``nodir/``: a name ending in a separator names a folder, never a file."""
    if not names_folder(path):
        return
    if os.path.isdir(path):
        raise OutputError(f"{name}: is a folder; not written (give a file name)")
    raise OutputError(
        f"{name}: no such folder (a name ending in {os.sep} is a folder); not written"
    )


def _special_target(target: Path, name: str) -> int | None:
    """The mode of a FIFO or character device written in place; None for a regular file
    or a missing one (replaced or made atomically).

    Raises:
        OutputError: for a folder, a block device or a socket.
    """
    try:
        mode = os.stat(target).st_mode
    except OSError:
        return None
    if stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
        return mode
    if not stat.S_ISREG(mode):
        raise OutputError(f"{name}: is {_kind(mode)}; not written")
    return None


def _write_temporary(target: Path, name: str, raw: bytes) -> Path:
    """Write ``raw`` to a new synced temporary file beside ``target``; return its path.

    Raises:
        OutputError: when it cannot be written (no temporary file is left).
    """
    clean_stale_temporaries(target)
    tmp = temporary_name(target)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o600)
    except OSError as err:
        raise OutputError(f"{name}: cannot write ({_reason(err)})") from None
    try:
        try:
            os.fchmod(fd, _new_file_mode(target))
            _write_all(fd, raw)
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException as err:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(err, OSError):
            raise OutputError(f"{name}: cannot write ({_reason(err)})") from None
        raise
    return tmp


def absolute_path(path: str | os.PathLike[str]) -> str:
    """``path`` made absolute against the current folder (symbolic links kept).

    Used for anything remembered across sessions, such as recent files.
    """
    return os.path.abspath(os.fspath(path))
