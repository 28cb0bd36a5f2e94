for src in ["a,b", "a,b,c,d", "a"]:
    try:
        x, y, z = src.split(",")
    except ValueError as e:
        print(e)
    try:
        p, q, *r, s = src.split(",")
    except ValueError as e:
        print(e)
