text = "the cat and the hat and the bat"
freq = {}
for w in text.split():
    freq[w] = freq.get(w, 0) + 1
print(freq)
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])))
