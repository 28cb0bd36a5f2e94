import re
notes = re.findall(r"NOTE checkpoint (\d+): (\d+) errors, see ticket #(\d+)", context)
print(f"{'ckpt':>5} | {'errs':>4} | ticket")
print("-" * 22)
prev = 0
for ck, errs, ticket in notes:
    errs = int(errs)
    delta = errs - prev
    prev = errs
    print(f"{ck:>5} | {errs:>4} | #{ticket} (+{delta})")
