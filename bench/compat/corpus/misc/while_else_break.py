n = 17
for d in range(2, n):
    if n % d == 0:
        print("composite")
        break
else:
    print("prime")
i = 0
while i < 3:
    i += 1
print(i)
