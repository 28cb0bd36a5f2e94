s = "hé"
print(f"{s!r} {s!s} {s!a}")
print(f"{3.0!s} {[1, 'a']!r}")
