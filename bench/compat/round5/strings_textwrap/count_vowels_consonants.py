context = """Recursive language models treat the long prompt as part of an external environment.
The model writes code to peek into it, decompose it, and call itself recursively over snippets."""
vowels = set("aeiou")
v = c = 0
for ch in context.lower():
    if ch.isalpha():
        if ch in vowels:
            v += 1
        else:
            c += 1
print(f"vowels={v} consonants={c} ratio={v / c:.3f}")
words = [w.strip(".,").lower() for w in context.split()]
print("words:", len(words), "unique:", len(set(words)))
long_words = sorted({w for w in words if len(w) >= 9})
print(long_words)
first_letters = {}
for w in words:
    first_letters[w[0]] = first_letters.get(w[0], 0) + 1
print(sorted(first_letters.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
print(max(words, key=len), sum(map(len, words)) / len(words))
