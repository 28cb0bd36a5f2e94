import re

def find_record(rid):
    m = re.search(rf"^id={rid} .*$", context, flags=re.M)
    return m.group(0) if m else None

for rid in (1, 25, 77, 150, 250):
    rec = find_record(rid)
    print(rid, "->", rec[:60] + "..." if rec else "NOT FOUND")

target = "order 4978"
idx = context.find(target)
print("found", target, "at", idx)
line_start = context.rfind("\n", 0, idx) + 1
line_end = context.find("\n", idx)
print(context[line_start:line_end])
lineno = context.count("\n", 0, idx) + 1
print("line number:", lineno)

try:
    context.index("order 0000")
except ValueError as e:
    print("ValueError:", e)
