vals = ["it's", 'say "hi"', "tab\there", "new\nline", "back\\slash", "uni\u00e9"]
for v in vals:
    print(repr(v), str(v))
