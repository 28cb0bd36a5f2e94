import re

lines = context.splitlines()
chunks = ["\n".join(lines[i:i + 30]) for i in range(0, len(lines), 30)]
prompts = [f"List refund order numbers in chunk {i}:\n{c}" for i, c in enumerate(chunks)]
answers = llm_query_batched(prompts)
print(len(chunks), "chunks,", len(answers), "answers")

class AnswerFormatError(ValueError):
    def __init__(self, index, answer):
        self.index = index
        super().__init__(f"chunk {index}: unexpected answer format {answer[:25]!r}...")

def extract_len(i, ans):
    m = re.fullmatch(r"answer to: (?P<head>.{1,30}) \((?P<n>\d+) chars\)", ans, flags=re.S)
    if m is None:
        raise AnswerFormatError(i, ans)
    n = int(m["n"])
    if n > 3205:
        raise OverflowError(f"chunk {i}: prompt too long ({n})")
    return n

good, errors = {}, []
for i, ans in enumerate(answers):
    try:
        good[i] = extract_len(i, ans)
    except (AnswerFormatError, OverflowError) as e:
        errors.append(e)

print(good)
for e in errors:
    print(f"{type(e).__name__}: {e}")
try:
    extract_len(99, "I could not find any refunds.")
except ValueError as e:
    print(type(e).__name__, e.index, "|", e)
