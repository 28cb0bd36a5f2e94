from itertools import groupby
context = "UUUDDUUUUUDDDUUUUUUU"
checks = list(context)
outages = []
pos = 0
for status, grp in groupby(checks):
    n = len(list(grp))
    if status == "D":
        outages.append((pos, n))
    pos += n
print("outages (start, length):", outages)
print("uptime %:", round(100 * checks.count("U") / len(checks), 1))
longest_up = max((len(list(g)) for k, g in groupby(checks) if k == "U"), default=0)
print("longest up run:", longest_up)
words = sorted(["apple", "avocado", "banana", "blueberry", "cherry", "apricot"], key=lambda w: w[0])
print({k: list(g) for k, g in groupby(words, key=lambda w: w[0])})
