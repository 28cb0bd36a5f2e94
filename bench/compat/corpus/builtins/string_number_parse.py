for s in ["3", " 4 ", "5.0", "-6", "1e3"]:
    try:
        print(int(s))
    except ValueError:
        print(float(s))
