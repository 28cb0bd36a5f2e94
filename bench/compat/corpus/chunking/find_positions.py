pos = []
start = 0
while True:
    i = context.find("NOTE", start)
    if i == -1:
        break
    pos.append(i)
    start = i + 1
print(pos)
