class Empty(Exception):
    def __str__(self):
        return "empty input"
try:
    raise Empty()
except Empty as e:
    print(e)
