from itertools import starmap, takewhile, dropwhile
print(list(starmap(pow, [(2, 3), (3, 2)])))
print(list(takewhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
