class Boom(Exception):
    pass
print("before")
raise Boom("bang")
