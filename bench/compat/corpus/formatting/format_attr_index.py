class P:
    x = 3
pts = [10, 20]
print("{0.x} {1[1]}".format(P(), pts))
print("{d[k]}".format(d={"k": "v"}))
