def trunc(s, n, ellipsis="…"):
    return s if len(s) <= n else s[: n - len(ellipsis)] + ellipsis

titles = ["Short", "A considerably longer title that overflows", "Exactly twenty chars", ""]
for t in titles:
    print(f"|{trunc(t, 20):<20}|{len(t):>3}")
print("|" + "abc".ljust(6, ".") + "|" + "abc".rjust(6, ".") + "|" + "abc".center(6, ".") + "|")
print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(5))
print(f"{'x':.>5}{'y':.<5}")
print(f"{'truncate me':.5}|")
print(f"{3.14159:.{2}f} {'%.3s' % 'abcdef'}")
