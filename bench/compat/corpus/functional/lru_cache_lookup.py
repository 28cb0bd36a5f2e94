from functools import lru_cache, cache

lines = context.splitlines()
calls = {"n": 0}

@lru_cache(maxsize=32)
def user_total(user: str) -> float:
    calls["n"] += 1
    return round(sum(float(l.split("amount=")[1].split()[0]) for l in lines
                     if l.startswith("id=") and f" user={user} " in l), 2)

for u in ["bob", "erin", "bob", "alice", "bob", "erin"]:
    print(u, user_total(u))
print("underlying calls:", calls["n"])
print(user_total.cache_info())
user_total.cache_clear()
print(user_total.cache_info().currsize)

@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(80), fib.cache_info().hits)

@lru_cache(maxsize=2)
def square(x):
    return x * x

for x in [1, 2, 1, 3, 2, 1]:
    square(x)
print(square.cache_info())

@lru_cache(maxsize=None)
def ask(prompt):
    calls["n"] += 1
    return llm_query(prompt)

qs = ["summarize spam", "summarize ham", "summarize spam"] * 3
answers = [ask(q) for q in qs]
print(len(answers), len(set(answers)), calls["n"])
print(answers[0])
try:
    user_total(["bob"])
except TypeError as e:
    print("TypeError:", e)
