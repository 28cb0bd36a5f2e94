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


def _read_loop():
    try:
        # SIGINT must reach the main thread: a signal taken by this thread
        # would not wake a main thread blocked waiting for a reply.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    except Exception:
        pass
    buf = bytearray()
    scan = 0
    try:
        while True:
            try:
                chunk = os.read(IN_FD, 1 << 20)
            except OSError:
                chunk = b""
            if not chunk:
                break
            buf += chunk
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
        paths = cfg.get("contexts") or []
        for i, p in enumerate(paths):
            with open(p, "r", encoding="utf-8", errors="replace", newline="") as f:
                g["context_%d" % i] = f.read()
        g["context"] = g["context_0"] if paths else ""
        exec(compile(cfg.get("prelude", ""), "<rlm-prelude>", "exec"), g)
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
    while True:
        msg = _inbox.get()
        if msg is None:
            return
        if msg.get("op") != "exec":
            continue
        try:
            res = sess.run(msg.get("code", ""))
        except BaseException as e:
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
    try:
        sess = _Session(cfg)
    except BaseException as e:
        _write({"op": "fatal", "error": _format_exception(e)})
        return
    v = sys.version_info
    _write({"op": "ready", "version": "%d.%d.%d" % (v[0], v[1], v[2])})
    _serve(sess)


_main()
os._exit(0)
