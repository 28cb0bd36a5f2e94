class W(str):
    pass
ws = [W('pear'), W('apple'), W('fig')]
print(sorted(ws), max(ws), min(ws, key=len), ''.join(sorted(ws)))
print(sorted(ws, key=str.upper))
