import re

class BadAnswer(Exception):
    pass

def ask_number(prompt, attempts=3, max_value=10_000):
    last_err = None
    for attempt in range(1, attempts + 1):
        raw = llm_query(prompt + (" " * (attempt - 1)))
        m = re.search(r"\((\d+) chars\)$", raw)
        try:
            if not m:
                raise BadAnswer(f"no number in {raw!r}")
            value = int(m.group(1))
            if value > max_value:
                raise BadAnswer(f"value {value} exceeds {max_value}")
            if value % 2 == 1 and attempt < attempts:
                raise BadAnswer(f"odd value {value} on attempt {attempt}")
            return value, attempt
        except BadAnswer as e:
            last_err = e
            print("  retry:", e)
    raise BadAnswer(f"gave up after {attempts} attempts") from last_err

chunks = [context[i:i + 3000] for i in range(0, len(context), 3000)]
print("chunks:", len(chunks))
results = []
for idx, ch in enumerate(chunks[:4]):
    prompt = f"Chunk {idx}: how many refunds?\n{ch.splitlines()[1]}"
    val, tries = ask_number(prompt)
    results.append(val)
    print(f"chunk {idx}: value={val} tries={tries}")
print("sum:", sum(results))

try:
    ask_number("x" * 20, attempts=2, max_value=5)
except BadAnswer as e:
    print(type(e).__name__, "->", e, "| cause:", e.__cause__)
