s = "abcdefghij"
print(s[2:5], s[-3:], s[::2], s[::-1], s[1:8:3], s[:0], s[100:])
