import json
raw_findings = [
    {"q": "count of errors", "value": 17},
    {"q": "most common user", "value": "u_42"},
    {"q": "first date", "value": "2023-01-05"},
    {"q": "ratio", "value": 0.3333333},
    {"q": "labels", "value": ["B", "A", "C"]},
]
def fmt(v):
    if isinstance(v, float):
        return f"{v:.2f}"
    if isinstance(v, list):
        return "[" + ", ".join(sorted(v)) + "]"
    return str(v)
lines = [f"{i}. {f['q']}: {fmt(f['value'])}" for i, f in enumerate(raw_findings, 1)]
answer = {"content": "\n".join(lines), "ready": True}
print(answer["content"])
print(json.dumps(answer)[:80])
boxed = f"\\boxed{{{fmt(raw_findings[0]['value'])}}}"
print(boxed)
last = answer["content"].rsplit(":", 1)[1].strip().strip("[]").replace("*", "")
print(repr(last))
