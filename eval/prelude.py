# rlm host prelude: runs once in every Python session (CPython and gpython)
# before the first cell. Written in the Python both interpreters accept: no
# f-strings, no walrus, no star-unpacking in literals.
#
# The backend provides one primitive before this runs:
#   _rlm_host(name, args_dict) -> value   (raises RuntimeError on host errors)

_rlm_state = {"final": None, "answer_shown": None}

# The reference implementation's contract: set answer["content"], then
# answer["ready"] = True, and the run ends after the cell. Pre-bound not
# ready, so nothing finishes until the model says so.
answer = {"content": "", "ready": False}


def llm_query(prompt, model=None, schema=None):
    """Ask a sub-model one question; returns its reply as a string (or the
    parsed object when schema, a JSON schema dict, is given)."""
    args = {"prompt": str(prompt)}
    if model is not None:
        args["model"] = model
    if schema is not None:
        args["schema"] = schema
    return _rlm_host("llm_query", args)


def llm_query_batched(prompts, model=None):
    """Ask many prompts concurrently; results keep the input order. A prompt
    that fails yields a string starting with "[ERROR]"."""
    args = {"prompts": [str(p) for p in prompts]}
    if model is not None:
        args["model"] = model
    return _rlm_host("llm_query_batched", args)


def rlm_query(sub_context, query=None):
    """Run a child RLM (its own REPL, one level deeper) over sub_context."""
    if query is None:
        sub_context, query = "", sub_context
    return _rlm_host("rlm_query", {"sub_context": str(sub_context), "query": str(query)})


def rlm_query_batched(pairs):
    """Run several child RLMs concurrently over (sub_context, query) pairs."""
    return _rlm_host("rlm_query_batched", {"pairs": [[str(c), str(q)] for c, q in pairs]})


def lm_query(text, model_size="small"):
    """Start an asynchronous child agent; returns its job id at once."""
    return _rlm_host("lm_query", {"text": str(text), "model_size": model_size})


def poll_lm_query(job_id):
    return _rlm_host("poll_lm_query", {"id": job_id})


def await_lm_query(job_id, timeout_ms=None, poll_interval_ms=50):
    args = {"id": job_id}
    if timeout_ms is not None:
        args["timeout_ms"] = timeout_ms
    r = _rlm_host("await_lm_query", args)
    if isinstance(r, dict) and r.get("assessment_required"):
        _rlm_warn("assessment owed for " + str(job_id) + ": call assess_lm_query(id, verdict, reason)")
    if isinstance(r, dict):
        st = r.get("state")
        if st == "error" or st == "cancelled":
            raise RuntimeError("lm_query " + str(job_id) + " " + str(st) + ": " + str(r.get("error", "")))
        if st == "ok":
            return r.get("payload")
    return r


def cancel_lm_query(job_id):
    return _rlm_host("cancel_lm_query", {"id": job_id})


def assess_lm_query(job_id, verdict, reason=""):
    return _rlm_host("assess_lm_query", {"id": job_id, "verdict": verdict, "reason": str(reason)})


def assess_dispatch(verdict, reason=""):
    return _rlm_host("assess_dispatch", {"verdict": verdict, "reason": str(reason)})


def ls(path="."):
    return _rlm_host("ls", {"path": str(path)})


def read_file(path):
    return _rlm_host("read_file", {"path": str(path)})


def create_file(path, text):
    return _rlm_host("create_file", {"path": str(path), "text": str(text)})


def edit_file(path, blocks):
    return _rlm_host("edit_file", {"path": str(path), "blocks": str(blocks)})


def bash(command, timeout=None):
    """Run a shell command in the workspace, inside a sandbox (no network,
    no files outside the workspace). Returns a dict: output (stdout and
    stderr), exit_code, timed_out, truncated."""
    args = {"command": str(command)}
    if timeout is not None:
        args["timeout"] = timeout
    return _rlm_host("bash", args)


def rg(pattern, path=".", glob=None):
    """Search workspace files like ripgrep: (path, line_no, line) tuples."""
    args = {"pattern": str(pattern), "path": str(path)}
    if glob is not None:
        args["glob"] = str(glob)
    r = _rlm_host("rg", args)
    out = [(m[0], m[1], m[2]) for m in r["matches"]]
    if r.get("truncated"):
        _rlm_warn("rg: only the first " + str(len(out)) + " matches are returned; narrow the pattern, path or glob")
    return out


def find_files(glob):
    """Workspace files whose path matches glob ("*.py", "src/**/*.go")."""
    r = _rlm_host("find_files", {"glob": str(glob)})
    out = list(r["files"])
    if r.get("truncated"):
        _rlm_warn("find_files: only the first " + str(len(out)) + " files are returned; narrow the glob")
    return out


def preview(value, n=500):
    """The first n characters of value (repr unless a str), saying how
    many more there are."""
    s = value if isinstance(value, str) else repr(value)
    if len(s) <= n:
        return s
    return s[:n] + "... [" + str(len(s) - n) + " more chars]"


def chunks(text, size):
    """text cut into consecutive pieces of size characters (the last may be
    shorter)."""
    if size <= 0:
        raise ValueError("chunks: size must be positive, got " + str(size))
    return [text[i:i + size] for i in range(0, len(text), size)]


def _rlm_warn(msg):
    import sys
    sys.stderr.write("warning: " + msg + "\n")


def ok(x):
    return {"status": "ok", "payload": x}


def fail(reason):
    return {"status": "error", "reason": reason}


def FINAL(x):
    """Set the final answer to x and end the run after this cell."""
    _rlm_state["final"] = {"answer": _rlm_text(x), "source": "FINAL"}
    return x


def FINAL_VAR(name):
    """Set the final answer to the value of the variable called name."""
    g = _rlm_globals()
    if not isinstance(name, str):
        _rlm_state["final"] = {"answer": _rlm_text(name), "source": "FINAL_VAR"}
        return name
    key = name.strip().strip("'\"")
    if key not in g:
        raise NameError("FINAL_VAR: no variable named '" + key + "'; define it first, then call FINAL_VAR('" + key + "')")
    _rlm_state["final"] = {"answer": _rlm_text(g[key]), "source": "FINAL_VAR"}
    return g[key]


def _rlm_text(x):
    if isinstance(x, str):
        return x
    return str(x)


def _rlm_user_names():
    g = _rlm_globals()
    out = []
    for k in sorted(g.keys()):
        if k == "answer":
            # Pre-bound by the prelude: listed once the model touched it.
            if not _rlm_answer_untouched(g[k]):
                out.append((k, type(g[k]).__name__, g[k]))
            continue
        if k.startswith("_") or k in _rlm_builtin_names:
            continue
        v = g[k]
        t = type(v).__name__
        if t in ("function", "builtin_function_or_method", "module", "type") and k in _rlm_builtin_names:
            continue
        out.append((k, t, v))
    return out


def _rlm_answer_untouched(v):
    return isinstance(v, dict) and len(v) == 2 and v.get("content") == "" and v.get("ready") is False


def SHOW_VARS():
    """List the variables you have defined, with their types."""
    rows = _rlm_user_names()
    if not rows:
        return "no variables defined yet"
    parts = []
    for k, t, v in rows:
        parts.append(k + ": " + t)
    return "\n".join(parts)


def list_bindings():
    """(name, type, size) for each user variable."""
    out = []
    for k, t, v in _rlm_user_names():
        try:
            n = len(v)
        except Exception:
            n = len(str(v))
        out.append((k, t, n))
    return out


def grep(pattern, text=None):
    """Lines of text (default: context) matching the regex pattern, as
    (line_no, line) tuples, 1-based."""
    import re
    if text is None:
        text = _rlm_globals()["context"]
    rx = re.compile(pattern)
    out = []
    n = 0
    for line in text.split("\n"):
        n += 1
        if rx.search(line):
            out.append((n, line))
    return out


def _rlm_collect_final():
    """Called by the backend after every cell. Returns None or a dict with
    answer/source/failed, or {"invalid": message}."""
    g = _rlm_globals()
    a = g.get("answer")
    taken = None
    if isinstance(a, dict) and a.get("ready"):
        # Taken once, like FINAL, also when FINAL wins in the same cell: a
        # later cell (or the next message of a chat) must set ready again
        # to finish again. The trace's locals still show the dict as the
        # cell left it.
        _rlm_state["answer_shown"] = _rlm_short(a)
        a["ready"] = False
        taken = {"answer": _rlm_text(a.get("content", "")), "source": "answer"}
    f = _rlm_state["final"]
    if f is not None:
        _rlm_state["final"] = None
        return f
    if taken is not None:
        return taken
    fa = g.get("final_answer")
    if fa is None:
        return None
    if isinstance(fa, dict) and "status" in fa:
        st = fa.get("status")
        if st == "ok":
            return {"answer": _rlm_text(fa.get("payload")), "source": "final_answer"}
        if st == "error":
            return {"answer": _rlm_text(fa.get("reason")), "source": "final_answer", "failed": True}
        g["final_answer"] = None
        return {"invalid": "final_answer has status " + repr(st) + "; use ok(value), fail(reason) or a plain value"}
    return {"answer": _rlm_text(fa), "source": "final_answer"}


_RLM_LOCAL_MAX = 200


def _rlm_scalar(v):
    return v is None or type(v).__name__ in ("bool", "int", "float") or (isinstance(v, str) and len(v) <= 50)


def _rlm_short(v):
    # Only built-in values are printed, and containers only one level
    # deep: no user __repr__ runs and no cycle is followed.
    t = type(v).__name__
    if isinstance(v, str):
        s = v
    elif _rlm_scalar(v):
        s = repr(v)
    elif t in ("list", "tuple", "set"):
        if len(v) > 20 or not all(_rlm_scalar(x) for x in v):
            return "<" + t + " of " + str(len(v)) + " items>"
        s = repr(v)
    elif t == "dict":
        if len(v) > 20 or not all(_rlm_scalar(k) and _rlm_scalar(x) for k, x in v.items()):
            return "<dict of " + str(len(v)) + " items>"
        s = repr(v)
    else:
        return "<" + t + ">"
    if len(s) > _RLM_LOCAL_MAX:
        s = s[:_RLM_LOCAL_MAX] + "..."
    return s


def _rlm_locals():
    """Called by the backend after every cell: the model's variables, the
    context and the answer dict, each as a short text (a string as itself,
    anything else as its repr), for the trace."""
    g = _rlm_globals()
    out = {}
    for k in ("context", "answer"):
        if k in g:
            out[k] = _rlm_short(g[k])
    for k, t, v in _rlm_user_names():
        if t in ("function", "builtin_function_or_method", "module", "type"):
            out[k] = "<" + t + " '" + k + "'>"
        else:
            out[k] = _rlm_short(v)
    if _rlm_state["answer_shown"] is not None:
        out["answer"] = _rlm_state["answer_shown"]
        _rlm_state["answer_shown"] = None
    return out


_rlm_builtin_names = set()
