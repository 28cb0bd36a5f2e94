import operator
print(operator.add(2, 3), operator.itemgetter(1, 0)(["a", "b"]), operator.attrgetter("real")(3))
