# Oracle harness: runs every snippet in one CPython process, each in a fresh
# namespace with the same host functions as compat.FakeHost, and prints one
# JSON object per snippet: its stdout and the name of the exception that
# escaped it (empty when none).
import contextlib
import io
import json
import sys


def _llm(prompt):
    p = str(prompt)
    return "answer to: %s (%d chars)" % (p[:30], len(p))


def _rlm(sub, query):
    return "rlm: %s over %d chars" % (query, len(str(sub)))


def llm_query(prompt, model=None, schema=None):
    return _llm(prompt)


def llm_query_batched(prompts, model=None):
    return [_llm(p) for p in prompts]


def rlm_query(sub_context, query=None):
    if query is None:
        sub_context, query = "", sub_context
    return _rlm(sub_context, query)


def rlm_query_batched(pairs):
    return [_rlm(c, q) for c, q in pairs]


def main():
    job = json.load(sys.stdin)
    out = []
    import decimal
    for name, code in job["snippets"]:
        # Snippets share this process: one that changes the decimal
        # context (precision, traps) must not change the next one's.
        decimal.setcontext(decimal.Context())
        ns = {
            "__name__": "__main__",
            "context": job["context"],
            "context_0": job["context"],
            "llm_query": llm_query,
            "llm_query_batched": llm_query_batched,
            "rlm_query": rlm_query,
            "rlm_query_batched": rlm_query_batched,
        }
        buf = io.StringIO()
        err = ""
        with contextlib.redirect_stdout(buf):
            try:
                exec(compile(code, name, "exec"), ns)
            except BaseException as e:  # the snippet's own failure is data
                err = type(e).__name__
        out.append({"stdout": buf.getvalue(), "error": err})
    sys.stdout.write(json.dumps(out))


main()
