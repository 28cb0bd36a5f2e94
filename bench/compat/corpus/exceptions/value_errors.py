for s in ["12", "1.5", "abc"]:
    try:
        print(int(s))
    except ValueError as e:
        print("ValueError:", e)
