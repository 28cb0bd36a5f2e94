flags = [True, False, True, True]
print(sum(flags), flags.count(True), int(True) + 1, True * 3, max(flags))
