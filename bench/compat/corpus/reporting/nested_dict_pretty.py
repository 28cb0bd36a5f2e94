import re
import pprint

tree = {}
for user, label, region in re.findall(r"user=(\w+) label=(\w+) amount=\S+ ts=\S+ region=(\S+)", context):
    tree.setdefault(region, {}).setdefault(user, {}).setdefault(label, 0)
    tree[region][user][label] += 1

pprint.pprint(tree["eu"], width=60)
print(pprint.pformat({"regions": sorted(tree), "n": len(tree)}, width=40))

def walk(d, depth=0):
    for k, v in sorted(d.items()):
        if isinstance(v, dict):
            n = sum_leaves(v)
            print("  " * depth + f"{k} ({n})")
            if depth < 1:
                walk(v, depth + 1)
        else:
            print("  " * depth + f"{k}: {v}")

def sum_leaves(d):
    return sum(sum_leaves(v) if isinstance(v, dict) else v for v in d.values())

walk(tree)
print("total leaves:", sum_leaves(tree))
