import re

sample = "\n".join(context.splitlines()[:8])

def mask(m):
    digits = m.group(0)
    return "*" * (len(digits) - 2) + digits[-2:]

redacted = re.sub(r"\b\d{4}\b(?!-)", mask, sample)
redacted = re.sub(r"user=(\w)\w*", lambda m: f"user={m.group(1)}***", redacted)
print(redacted)

n_subs = re.subn(r"amount=[\d.]+", "amount=<hidden>", sample)[1]
print("amount fields hidden:", n_subs)

parts = re.split(r"\s+(?=\w+=)", context.splitlines()[1])
print(parts)
print(re.escape("ticket #4025 (3 errors)"))
