class Score(int):
    pass
ss = [Score(5), Score(2), Score(9)]
print(sorted(ss), sum(ss), type(sum(ss)).__name__, max(ss), type(max(ss)).__name__)
