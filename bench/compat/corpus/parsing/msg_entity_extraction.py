import re

patterns = {
    "order": re.compile(r"\border (\d{4})\b"),
    "invoice": re.compile(r"\binvoice (\d{4})\b"),
    "account": re.compile(r"\baccount (\d{4})\b"),
    "room": re.compile(r"\broom (\d+)\b"),
    "code": re.compile(r"\bcode (\d+)\b"),
    "delivery": re.compile(r"\bdelivery (\d+)\b"),
}
entities = {k: [] for k in patterns}
for msg in re.findall(r'msg="([^"]+)"', context):
    for kind, pat in patterns.items():
        for num in pat.findall(msg):
            entities[kind].append(int(num))

for kind, nums in entities.items():
    dup = len(nums) - len(set(nums))
    print(f"{kind:9} n={len(nums):2} min={min(nums)} max={max(nums)} dups={dup}")
orders = set(entities["order"])
print("orders in 1000-1999:", sorted(n for n in orders if 1000 <= n < 2000))
