# rlm CPython driver. The Go side starts it as `python3 -I -u -X utf8 -c
# <this text>` with two private pipes: fd 3 carries JSON lines from Go, fd 4
# carries JSON lines to Go. The real fds 1 and 2 point at files that the driver
# drains after every cell, so nothing user code writes (print, os.write,
# subprocesses) can corrupt the protocol. Must stay valid for Python 3.8.
#
# Messages from Go:   init {prelude, contexts, memory_limit, max_output,
#                           stdout_path, stderr_path}
#                     exec {code}
#                     reply {id, value | error}
# Messages to Go:     ready {version} | fatal {error}
#                     call {id, name, args}
#                     result {stdout, stderr, error, final, interrupted}
import builtins
import io
import json
import os
import queue
import signal
import sys
import threading
import traceback
import types

# Go passes the pipes as fds 3 and 4; _main moves them out of the way so
# that code writing to a low fd number by mistake cannot reach them.
IN_FD = 3
OUT_FD = 4
DRIVER_FILE = sys._getframe().f_code.co_filename

# Signal handlers run on the main thread only. The handler raises only while a
# cell runs and the main thread is not writing a protocol line ("armed"), so a
# late or repeated SIGINT can neither kill the driver nor cut a line in half.
_sig = {"in_cell": False, "armed": False, "hit": False, "missed": False}
_main_thread = threading.main_thread()


def _on_sigint(signum, frame):
    if not _sig["in_cell"]:
        return
    if _sig["armed"]:
        _sig["hit"] = True
        raise KeyboardInterrupt
    _sig["missed"] = True


_wlock = threading.Lock()


def _encode(obj):
    # ensure_ascii keeps lone surrogates representable; allow_nan=False keeps
    # the line valid JSON for Go (NaN raises ValueError in the caller).
    return json.dumps(obj, allow_nan=False).encode("ascii") + b"\n"


def _write_bytes(data):
    view = memoryview(data)
    with _wlock:
        while len(view):
            n = os.write(OUT_FD, view)
            view = view[n:]


def _write(obj):
    _write_bytes(_encode(obj))


# The reader thread owns fd 3: replies go to the waiting host call, anything
# else to the main loop. Host calls may therefore come from any thread (a
# ThreadPoolExecutor over llm_query works) and a reply for a call abandoned
# by an interrupt is dropped by id instead of being read by the next call.
_inbox = queue.Queue()
_calls = {}
_calls_lock = threading.Lock()
_ids = [0]


def _dispatch(msg):
    if msg.get("op") == "reply":
        with _calls_lock:
            slot = _calls.get(msg.get("id"))
        if slot is not None:
            slot[1] = msg
            slot[0].set()
        return
    _inbox.put(msg)


def _read_loop(pending=b""):
    try:
        # SIGINT must reach the main thread: a signal taken by this thread
        # would not wake a main thread blocked waiting for a reply.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    except Exception:
        pass
    buf = bytearray(pending)
    scan = 0
    try:
        while True:
            if not pending:
                try:
                    chunk = os.read(IN_FD, 1 << 20)
                except OSError:
                    chunk = b""
                if not chunk:
                    break
                buf += chunk
            pending = b""
            while True:
                i = buf.find(b"\n", scan)
                if i < 0:
                    scan = len(buf)
                    break
                line = bytes(buf[:i])
                del buf[:i + 1]
                scan = 0
                _dispatch(json.loads(line))
    except BaseException:
        pass
    with _calls_lock:
        for slot in _calls.values():
            slot[0].set()
    _inbox.put(None)


def _rlm_host(name, args):
    on_main = threading.current_thread() is _main_thread
    slot = [threading.Event(), None]
    with _calls_lock:
        _ids[0] += 1
        cid = _ids[0]
        _calls[cid] = slot
    try:
        data = _encode({"op": "call", "id": cid, "name": name, "args": args})
        if on_main:
            _sig["armed"] = False
        try:
            _write_bytes(data)
        finally:
            if on_main:
                _sig["armed"] = True
        if on_main and _sig["missed"] and _sig["in_cell"]:
            _sig["missed"] = False
            _sig["hit"] = True
            raise KeyboardInterrupt
        slot[0].wait()
    finally:
        with _calls_lock:
            _calls.pop(cid, None)
    reply = slot[1]
    if reply is None:
        raise RuntimeError(name + ": the connection to the host was lost")
    if "error" in reply:
        raise RuntimeError(reply["error"])
    return reply.get("value")


class _Capture(io.TextIOBase):
    """A bounded sys.stdout/sys.stderr for one cell; limit is in UTF-8 bytes."""

    def __init__(self, limit):
        self._parts = []
        self._left = limit
        self._limit = limit
        self._dropped = 0

    @property
    def encoding(self):
        return "utf-8"

    def writable(self):
        return True

    def isatty(self):
        return False

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not " + type(s).__name__)
        n = len(s)
        if not n:
            return 0
        size = n if s.isascii() else len(s.encode("utf-8", "surrogatepass"))
        if self._left <= 0:
            self._dropped += size
        elif size <= self._left:
            self._parts.append(s)
            self._left -= size
        else:
            head = s.encode("utf-8", "surrogatepass")[:self._left].decode("utf-8", "ignore")
            self._parts.append(head)
            self._dropped += size - self._left
            self._left = 0
        return n

    def value(self):
        text = "".join(self._parts)
        if self._dropped:
            text += "\n[output truncated: %d more bytes past the %d-byte limit were dropped]\n" % (
                self._dropped, self._limit)
        return text


def _map_context(fd, size):
    """The str of the first size bytes of fd, decoded straight from pages
    shared with the engine's own mapping: no bytes copy is ever held."""
    try:
        if size <= 0:
            return ""
        import mmap
        try:
            m = mmap.mmap(fd, size, access=mmap.ACCESS_READ)
        except (OSError, ValueError):
            # Not mappable: read it whole without moving the descriptor's
            # offset, which other sessions share.
            parts, off = [], 0
            while off < size:
                b = os.pread(fd, min(size - off, 1 << 24), off)
                if not b:
                    break
                parts.append(b)
                off += len(b)
            return b"".join(parts).decode("utf-8", "replace")
        with m:
            return str(m, "utf-8", "replace")
    finally:
        os.close(fd)


class _Session(object):
    def __init__(self, cfg):
        limit = int(cfg.get("memory_limit") or 0)
        if limit > 0:
            import resource
            soft, hard = resource.getrlimit(resource.RLIMIT_AS)
            if hard != resource.RLIM_INFINITY and limit > hard:
                limit = hard
            resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
        self.max_output = int(cfg.get("max_output") or (1 << 20))
        self.raw = []
        for key, fd in (("stdout_path", 1), ("stderr_path", 2)):
            p = cfg.get(key)
            self.raw.append((os.open(p, os.O_RDONLY), fd) if p else None)

        # User code runs in a real __main__ module so that pickle, dataclasses
        # and typing find the classes it defines.
        mod = types.ModuleType("__main__")
        g = mod.__dict__
        g["__builtins__"] = builtins
        sys.modules["__main__"] = mod
        sys.argv = [""]
        self.g = g
        g["_rlm_host"] = _rlm_host
        g["_rlm_globals"] = self.globals
        fds = cfg.get("context_fds")
        if fds is not None:
            texts = [_map_context(fd, n) for fd, n in zip(fds, cfg.get("context_sizes") or [])]
        else:  # no descriptors where they cannot be passed (Windows)
            texts = []
            for p in cfg.get("contexts") or []:
                with open(p, "r", encoding="utf-8", errors="replace", newline="") as f:
                    texts.append(f.read())
        for i, text in enumerate(texts):
            g["context_%d" % i] = text
        g["context"] = texts[0] if texts else ""
        prelude = cfg.get("prelude_code") or compile(cfg.get("prelude", ""), "<rlm-prelude>", "exec")
        exec(prelude, g)
        self.collect_final = g.get("_rlm_collect_final")
        self.collect_locals = g.get("_rlm_locals")
        g["_rlm_builtin_names"] = set(g.keys())

    def globals(self):
        return self.g

    def drain(self, cap, which):
        ent = self.raw[which]
        if ent is None:
            return
        rfd, wfd = ent
        try:
            size = os.fstat(rfd).st_size
            if size <= 0:
                return
            data = os.pread(rfd, min(size, self.max_output + 4), 0)
            os.ftruncate(wfd, 0)
        except OSError:
            return
        cap.write(data.decode("utf-8", "replace"))

    def run(self, code):
        out = _Capture(self.max_output)
        err = _Capture(self.max_output)
        saved = (sys.stdout, sys.stderr)
        sys.stdout, sys.stderr = out, err
        error = None
        _sig["hit"] = False
        _sig["missed"] = False
        try:
            _sig["armed"] = True
            _sig["in_cell"] = True
            exec(compile(code, "<cell>", "exec"), self.g)
            _sig["in_cell"] = False
        except BaseException as e:
            _sig["in_cell"] = False
            error = _format_exception(e)
        finally:
            _sig["in_cell"] = False
            sys.stdout, sys.stderr = saved
        res = {"op": "result", "interrupted": _sig["hit"]}
        try:
            res["final"] = self.collect_final() if self.collect_final else None
        except Exception as e:
            res["final"] = None
            more = "reading the final answer failed: " + _format_exception(e)
            error = more if error is None else error + "\n" + more
        try:
            res["locals"] = self.collect_locals() if self.collect_locals else None
        except Exception:
            res["locals"] = None
        self.drain(out, 0)
        self.drain(err, 1)
        res["stdout"] = out.value()
        res["stderr"] = err.value()
        if error is not None:
            res["error"] = error
        return res


def _strip_driver(te, seen):
    # Drop the driver's frames (the exec call, _rlm_host) from a traceback and
    # from every exception chained to it; the model only needs its own code.
    while te is not None and id(te) not in seen:
        seen.add(id(te))
        te.stack[:] = [f for f in te.stack if f.filename != DRIVER_FILE]
        _strip_driver(te.__cause__, seen)
        te = te.__context__


def _format_exception(e):
    try:
        te = traceback.TracebackException(type(e), e, e.__traceback__)
        _strip_driver(te, set())
        text = "".join(te.format())
    except BaseException:
        text = "".join(traceback.format_exception_only(type(e), e))
    text = text.rstrip("\n")
    if len(text) > 16000:
        text = "...[traceback shortened]...\n" + text[-16000:]
    return text


def _serve(sess):
    me = os.getpid()
    while True:
        msg = _inbox.get()
        if msg is None:
            return
        if msg.get("op") != "exec":
            continue
        try:
            res = sess.run(msg.get("code", ""))
            if os.getpid() != me:
                # A process the cell forked (os.fork) came back here: only
                # the session's own process may answer on the channel.
                os._exit(0)
        except BaseException as e:
            if os.getpid() != me:
                os._exit(0)
            _sig["in_cell"] = False
            res = {"op": "result", "interrupted": _sig["hit"],
                   "error": "driver error: " + type(e).__name__ + ": " + str(e)[:500]}
        try:
            _write(res)
        except BaseException as e:
            _write({"op": "result", "interrupted": _sig["hit"],
                    "error": "the cell's result could not be reported: " + type(e).__name__ + ": " + str(e)[:500]})


def _move_fd(fd):
    import fcntl
    high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 200)
    os.close(fd)
    return high


def _main():
    global IN_FD, OUT_FD
    IN_FD = _move_fd(IN_FD)
    OUT_FD = _move_fd(OUT_FD)
    signal.signal(signal.SIGINT, _on_sigint)
    threading.Thread(target=_read_loop, name="rlm-reader", daemon=True).start()
    cfg = _inbox.get()
    if cfg is None:
        return
    _start(cfg)


def _start(cfg):
    try:
        sess = _Session(cfg)
    except BaseException as e:
        _write({"op": "fatal", "error": _format_exception(e)})
        return
    v = sys.version_info
    _write({"op": "ready", "version": "%d.%d.%d" % (v[0], v[1], v[2])})
    _serve(sess)


# Fork-server mode (Linux, inside the sandbox): `-c <this text> zygote`. The
# zygote imports everything once and forks a child per session on request; it
# runs no model code itself. Its control socket (fd 3, SOCK_SEQPACKET) carries
# from Go:  setup {prelude}, then fork {} with the session's socket (SCM_RIGHTS)
# to Go:    ready {}, exit {pid, status} for every child it reaps.
# A child says hello {pid} on its session socket (the kernel attaches its
# credentials, which tell Go its pid outside), waits for init, confines itself
# (Landlock, rlimits) and only then becomes an ordinary session.
_prelude = {"text": None, "code": None}


def _zygote():
    import ctypes
    import fcntl
    import resource
    import socket
    import struct
    # What sessions commonly import, loaded once for all of them.
    import collections, functools, itertools, math, re, tempfile  # noqa: F401
    ctl = socket.socket(fileno=_move_fd(3))
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    setup = json.loads(ctl.recv(1 << 22).decode("utf-8"))
    _prelude["text"] = setup.get("prelude", "")
    _prelude["code"] = compile(_prelude["text"], "<rlm-prelude>", "exec")
    libc = ctypes.CDLL(None, use_errno=True)

    def reap(signum, frame):
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            try:
                ctl.send(json.dumps({"op": "exit", "pid": pid, "status": status}).encode("ascii"))
            except OSError:
                pass

    signal.signal(signal.SIGCHLD, reap)
    # What is loaded now is shared by every child until written: keep the
    # children's garbage collector from touching (and so copying) it.
    import gc
    gc.collect()
    if hasattr(gc, "freeze"):
        gc.freeze()
    ctl.send(b'{"op": "ready"}')
    size = struct.calcsize("i")
    while True:
        try:
            msg, anc, flags, addr = ctl.recvmsg(1 << 16, socket.CMSG_SPACE(4 * size))
        except InterruptedError:
            continue
        if not msg:
            os._exit(0)
        fds = []
        for level, kind, data in anc:
            if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                n = len(data) - len(data) % size
                fds.extend(struct.unpack("%di" % (n // size), data[:n]))
        if len(fds) != 1:
            for fd in fds:
                os.close(fd)
            continue
        try:
            pid = os.fork()
        except OSError as e:
            try:
                os.write(fds[0], _encode({"op": "fatal", "error": "fork: " + str(e)}))
            except OSError:
                pass
            os.close(fds[0])
            continue
        if pid == 0:
            try:
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                ctl.close()
                _child(fds[0], libc)
            except BaseException:
                try:
                    traceback.print_exc()
                finally:
                    os._exit(70)
            os._exit(0)
        os.close(fds[0])


def _child(fd, libc):
    global IN_FD, OUT_FD
    os.setsid()
    libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG: die with the zygote
    if os.getppid() == 1:
        os._exit(0)
    fd2 = _move_fd(fd)
    IN_FD = OUT_FD = fd2
    _write({"op": "hello", "pid": os.getpid()})
    # The init line carries the contexts' descriptors on its first bytes.
    import socket
    import struct
    sock = socket.socket(fileno=os.dup(fd2))
    size = struct.calcsize("i")
    fds = []
    buf = bytearray()
    while b"\n" not in buf:
        chunk, anc, flags, addr = sock.recvmsg(1 << 20, socket.CMSG_SPACE(256 * size))
        for level, kind, data in anc:
            if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                n = len(data) - len(data) % size
                fds.extend(struct.unpack("%di" % (n // size), data[:n]))
        if not chunk:
            os._exit(0)
        buf += chunk
    sock.close()
    i = buf.index(b"\n")
    cfg = json.loads(bytes(buf[:i]))
    rest = bytes(buf[i + 1:])
    if len(fds) != len(cfg.get("context_sizes") or []):
        _write({"op": "fatal", "error": "%d contexts but %d descriptors came with them" % (len(cfg.get("context_sizes") or []), len(fds))})
        os._exit(0)
    cfg["context_fds"] = fds
    try:
        _confine(cfg, libc)
    except BaseException as e:
        _write({"op": "fatal", "error": "confining the session failed: " + _format_exception(e)})
        os._exit(0)
    signal.signal(signal.SIGINT, _on_sigint)
    threading.Thread(target=_read_loop, args=(rest,), name="rlm-reader", daemon=True).start()
    if cfg.get("prelude") == _prelude["text"]:
        cfg["prelude_code"] = _prelude["code"]
    _start(cfg)


def _confine(cfg, libc):
    import ctypes
    import resource
    import tempfile
    for key, fd in (("stdout_path", 1), ("stderr_path", 2)):
        w = os.open(cfg[key], os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC)
        os.dup2(w, fd)
        os.close(w)
    os.chdir(cfg["workdir"])
    os.environ["TMPDIR"] = cfg["tmpdir"]
    tempfile.tempdir = None
    fsize = int(cfg.get("max_file_bytes") or 0)
    if fsize > 0:
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
    limit = int(cfg.get("memory_limit") or 0)
    if limit > 0 and cfg.get("hard_memory"):
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    _landlock(cfg, libc)


# Landlock (linux/landlock.h). Rights are handled up to ABI 3; IOCTL_DEV is
# left to the zygote's own ruleset so that terminals and /dev/null behave.
_LL_EXECUTE, _LL_WRITE_FILE, _LL_READ_FILE, _LL_READ_DIR = 1, 2, 4, 8
_LL_REFER, _LL_TRUNCATE = 1 << 13, 1 << 14
_LL_SCOPE_ABSTRACT_UNIX_SOCKET, _LL_SCOPE_SIGNAL = 1, 2


def _landlock(cfg, libc):
    import ctypes
    sys_create, sys_add, sys_restrict = 444, 445, 446

    def check(r, what):
        if r < 0:
            e = ctypes.get_errno()
            raise OSError(e, "%s: %s" % (what, os.strerror(e)))
        return r

    abi = check(libc.syscall(sys_create, None, ctypes.c_size_t(0), ctypes.c_uint32(1)), "landlock ABI")
    if abi < 6:
        raise OSError(0, "Landlock ABI %d is older than 6: no signal or socket scoping" % abi)
    handled = (1 << 13) - 1 | _LL_REFER | _LL_TRUNCATE
    file_rights = _LL_EXECUTE | _LL_WRITE_FILE | _LL_READ_FILE | _LL_TRUNCATE

    class RulesetAttr(ctypes.Structure):
        _fields_ = [("fs", ctypes.c_uint64), ("net", ctypes.c_uint64), ("scoped", ctypes.c_uint64)]

    class PathBeneath(ctypes.Structure):
        _pack_ = 1
        _fields_ = [("allowed", ctypes.c_uint64), ("fd", ctypes.c_int32)]

    attr = RulesetAttr(handled, 0, _LL_SCOPE_ABSTRACT_UNIX_SOCKET | _LL_SCOPE_SIGNAL)
    rs = check(libc.syscall(sys_create, ctypes.byref(attr), ctypes.c_size_t(ctypes.sizeof(attr)), ctypes.c_uint32(0)), "landlock_create_ruleset")
    try:
        def allow(path, rights, need=True):
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                if need:
                    raise
                return
            try:
                if not os.path.isdir(path):
                    rights &= file_rights
                rule = PathBeneath(rights, fd)
                check(libc.syscall(sys_add, rs, ctypes.c_int(1), ctypes.byref(rule), ctypes.c_uint32(0)), "landlock_add_rule " + path)
            finally:
                os.close(fd)

        # Nothing beneath / as such: not even the names in a sibling's
        # directories may be listed.
        allow("/proc", _LL_READ_FILE | _LL_READ_DIR)
        for p in cfg.get("read_only") or []:
            allow(p, _LL_EXECUTE | _LL_READ_FILE | _LL_READ_DIR, need=False)
        for p in ("/dev/random", "/dev/urandom"):
            allow(p, _LL_READ_FILE, need=False)
        for p in ("/dev/null", "/dev/zero", "/dev/full"):
            allow(p, _LL_READ_FILE | _LL_WRITE_FILE, need=False)
        for p in (cfg["stdout_path"], cfg["stderr_path"]):
            allow(p, _LL_READ_FILE)
        for p in cfg.get("contexts") or []:
            allow(p, _LL_READ_FILE)
        for p in (cfg["workdir"], cfg["tmpdir"]):
            allow(p, handled)
        check(libc.prctl(38, 1, 0, 0, 0), "no_new_privs")  # PR_SET_NO_NEW_PRIVS
        check(libc.syscall(sys_restrict, rs, ctypes.c_uint32(0)), "landlock_restrict_self")
    finally:
        os.close(rs)


if sys.argv[1:] == ["zygote"]:
    _zygote()
else:
    _main()
os._exit(0)
