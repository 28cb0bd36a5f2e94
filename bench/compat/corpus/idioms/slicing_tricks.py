s = "abcdefghij"
print(s[::-1], s[::2], s[1::3], s[-3:], s[:-3], s[-1:-4:-1], s[8:2:-2])
print(s[100:], s[-100:3], s[3:3], s[::-3])
lst = list(range(10))
lst[2:5] = ["x"]
print(lst)
lst[::2] = [0] * len(lst[::2])
print(lst)
del lst[1::3]
print(lst, lst[slice(1, None, 2)])
print("hello world"[slice(6, None)], (1, 2, 3, 4)[::-2])
