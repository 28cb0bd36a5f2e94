print(context.count("user=alice"), context.count("spam"), context.count("\n"))
print("aaaa".count("aa"), "banana".count("a", 2), "banana".count("an", 0, 4))
