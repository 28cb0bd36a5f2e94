moves = ["rock", "paper", "scissors"]
rounds = [("rock", "scissors"), ("paper", "paper"), ("scissors", "rock"), ("paper", "rock"), ("lizard", "rock"), ("rock", "paper")]

def judge(a, b):
    match (a, b):
        case (x, y) if x not in moves or y not in moves:
            return "invalid"
        case (x, y) if x == y:
            return "draw"
        case ("rock", "scissors") | ("scissors", "paper") | ("paper", "rock"):
            return "p1"
        case _:
            return "p2"

score = {"p1": 0, "p2": 0, "draw": 0, "invalid": 0}
for a, b in rounds:
    r = judge(a, b)
    score[r] += 1
    print(f"{a:>8} vs {b:<8} -> {r}")
print(score)
