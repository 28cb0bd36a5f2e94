"""Label the conformance cases with the benchmarks' published scoring code.

Usage (see README.md in the parent folder):

  python3 label.py --oolong DIR --longbench DIR --ruler DIR [--today 2025-06-15] [--out ..]

DIR is a checkout of abertsch72/oolong, THUDM/LongBench and NVIDIA/RULER.
The reference functions are read from those files and run unchanged; only
the functions the scores need are loaded (their modules also import
network clients, tokenizers and torch, which scoring never touches).
"""

import argparse
import ast
import datetime as _dt
import hashlib
import json
import os
import re
import sys
import types

import dateutil  # the name eval_helpers.py binds with `import dateutil`

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cases  # noqa: E402


def load_functions(path, names, namespace):
    """Exec the named top-level function definitions of a source file, unchanged."""
    with open(path, encoding="utf-8") as f:
        src = f.read()
    tree = ast.parse(src)
    found = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in names:
            found[node.name] = ast.get_source_segment(src, node)
    missing = set(names) - set(found)
    if missing:
        sys.exit(f"{path}: functions {sorted(missing)} not found; is this the right checkout?")
    for name in names:
        exec(compile(found[name], path, "exec"), namespace)
    return [namespace[n] for n in names]


def freeze_today(day):
    """Make dateutil's parser fill missing date parts from `day` instead of the clock."""
    import dateutil.parser._parser as p

    real = _dt

    class FrozenDateTime(real.datetime):
        @classmethod
        def now(cls, tz=None):
            return real.datetime(day.year, day.month, day.day, 12, 0, 0)

    shim = types.ModuleType("datetime")
    shim.__dict__.update(real.__dict__)
    shim.datetime = FrozenDateTime
    p.datetime = shim


def pair_f1(listed, gold):
    lset = {tuple(sorted(p)) for p in listed}
    gset = {tuple(sorted(p)) for p in gold}
    hit = len(lset & gset)
    if hit == 0:
        return 0.0
    prec, rec = hit / len(lset), hit / len(gset)
    return 2 * prec * rec / (prec + rec)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oolong", required=True)
    ap.add_argument("--longbench", required=True)
    ap.add_argument("--ruler", required=True)
    ap.add_argument("--today", default="2025-06-15", help="the date dateutil fills missing parts from")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    a = ap.parse_args()

    today = _dt.date.fromisoformat(a.today)
    ool_ns = {"ast": ast, "datetime": _dt.datetime, "dateutil": dateutil}
    _, synth_process_response = load_functions(
        os.path.join(a.oolong, "src/eval/eval_helpers.py"),
        ["synth_attempt_answer_parse", "synth_process_response"], ool_ns)
    (extract_answer,) = load_functions(os.path.join(a.longbench, "pred.py"), ["extract_answer"], {"re": re})
    (postprocess_pred,) = load_functions(os.path.join(a.ruler, "scripts/eval/evaluate.py"), ["postprocess_pred"], {"re": re})
    (string_match_all,) = load_functions(os.path.join(a.ruler, "scripts/eval/synthetic/constants.py"), ["string_match_all"], {})

    def oolong_score(c, gold):
        dp = {"id": c["id"], "context_window_id": 0, "dataset": "conformance",
              "answer": gold["answer"], "answer_type": gold["answer_type"]}
        return float(synth_process_response(dp, c["answer"], "conformance")["score"])

    def label(c):
        s = c["scorer"]
        if s == "oolong":
            return oolong_score(c, c["gold"])
        if s == "numeric":
            return oolong_score(c, {"answer": f"[{c['gold']}]", "answer_type": "ANSWER_TYPE.NUMERIC"})
        if s == "choice":
            # pred.py: response = output.strip(); pred = extract_answer(response); judge = pred == answer
            return 1.0 if extract_answer(c["answer"].strip()) == c["gold"] else 0.0
        if s == "contains":
            refs = c["gold"] if isinstance(c["gold"], list) else [c["gold"]]
            v = string_match_all([postprocess_pred(c["answer"], {})], [refs]) / 100
            exact = sum(r.lower() in postprocess_pred(c["answer"], {}).lower() for r in refs) / len(refs)
            assert abs(v - exact) < 1e-12, f"{c['id']}: rounding in string_match_all changed the score"
            return v
        if s == "f1_pairs":
            return pair_f1(c["listed"], c["gold"])
        raise ValueError(s)

    cases = gen_cases.cases()
    # Score date cases under two different "todays": a difference means the
    # reference filled a missing part from the clock.
    for c in cases:
        try:
            freeze_today(_dt.date(2019, 2, 3))
            alt = label(c)
            freeze_today(today)
            c["expected"] = label(c)
            if alt != c["expected"]:
                c["quirk"] = f"depends_on_today: the reference fills missing date parts from today's date ({a.today} here)"
        except Exception as e:  # the reference raised: the official run would stop here
            freeze_today(today)
            c["expected"] = 0.0
            c["reference_error"] = f"{type(e).__name__}: {e}"
        exact_typed = c["scorer"] == "oolong" and c["gold"]["answer_type"] not in ("ANSWER_TYPE.NUMERIC", "ANSWER_TYPE.DATE")
        if exact_typed and c["expected"] == 0.0 and ":" in c["answer"] and "quirk" not in c:
            tail = c["answer"].split(":")[-1].strip()
            unbold = tail.replace("*", "")
            if unbold != unbold.strip() and unbold.strip() == str(ast.literal_eval(c["gold"]["answer"])[0]):
                c["quirk"] = ("strip_before_unbold: the reference strips the text after the last ':' before removing '*', "
                              "so whitespace inside the bold markup stays and exact matching fails")
        if c["scorer"] == "choice":
            got = extract_answer(c["answer"].strip())
            m = re.search(r"The correct answer is ([A-Za-z]+)", c["answer"].replace("*", ""))
            if got is not None and m and len(m.group(1)) > 1 and not re.search(r"The correct answer is \(", c["answer"].replace("*", "")):
                c["quirk"] = f"letter_from_word: the reference's second regex reads {got!r} from the word {m.group(1)!r}"

    by = {}
    for c in cases:
        by.setdefault(c["scorer"], []).append(c)
    os.makedirs(a.out, exist_ok=True)
    for scorer, cs in sorted(by.items()):
        train, held = [], []
        groups = {}
        for c in cs:
            groups.setdefault(c["class"], []).append(c)
        for cls, g in sorted(groups.items()):
            g = sorted(g, key=lambda c: hashlib.sha256(c["id"].encode()).hexdigest())
            k = round(len(g) * 0.6)
            train += g[:k]
            held += g[k:]
        for name, part in (("train", train), ("heldout", held)):
            part.sort(key=lambda c: c["id"])
            with open(os.path.join(a.out, f"{scorer}.{name}.jsonl"), "w", encoding="utf-8") as f:
                for c in part:
                    row = {k: c[k] for k in ("id", "scorer", "class", "answer", "gold", "expected")}
                    for k in ("listed", "quirk", "reference_error"):
                        if k in c:
                            row[k] = c[k]
                    f.write(json.dumps(row, ensure_ascii=True) + "\n")
        print(f"{scorer}: train {len(train)} heldout {len(held)}")


if __name__ == "__main__":
    main()
