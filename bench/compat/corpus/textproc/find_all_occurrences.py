text = context[:3000]
needle = "order"
pos, found = 0, []
while True:
    pos = text.find(needle, pos)
    if pos == -1:
        break
    found.append(pos)
    pos += 1
print(len(found), found[:6])
print(text.count(needle), text.rfind(needle), text.index("region"))
try:
    text.index("zzz")
except ValueError as e:
    print("ValueError:", e)
