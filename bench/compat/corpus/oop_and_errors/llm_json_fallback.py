import json

class SubAnswer:
    def __init__(self, chunk_id, raw):
        self.chunk_id = chunk_id
        self.raw = raw
        self.data = None
        self.error = None

    def parse(self):
        try:
            self.data = json.loads(self.raw)
        except json.JSONDecodeError as e:
            self.error = f"{e.msg} (line {e.lineno}, col {e.colno})"
            # fall back: keep the first number we can find
            digits = "".join(ch if ch.isdigit() else " " for ch in self.raw).split()
            self.data = {"count": int(digits[-1])} if digits else {}
        else:
            if not isinstance(self.data, dict):
                self.error = f"expected object, got {type(self.data).__name__}"
                self.data = {}
        return self

    def __repr__(self):
        state = "ok" if self.error is None else "fallback"
        return f"SubAnswer(chunk={self.chunk_id}, {state}, data={self.data})"

lines = [l for l in context.splitlines() if l.startswith("id=")]
chunks = [lines[i:i + 48] for i in range(0, len(lines), 48)]
raws = [llm_query(f"Return JSON with count of spam in:\n" + "\n".join(c)) for c in chunks]
raws += ['{"count": 12, "ids": [4, 8]}', '[1, 2, 3]', '{"count": 7,}', '']
parsed = [SubAnswer(i, r).parse() for i, r in enumerate(raws)]
for p in parsed:
    print(p)
    if p.error:
        print("   error:", p.error)
total = sum(p.data.get("count", 0) for p in parsed)
print("total count:", total)
