class T(tuple):
    pass
t = T((1, 2))
print(type(t + (3,)).__name__, type(t[:1]).__name__, type(t * 2).__name__, t + (3,))
print(sorted(T((3, 1, 2))), max(T((3, 7))), T((1, 2)) < (1, 3))
