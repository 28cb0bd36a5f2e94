from collections import Counter
msg_text = " ".join(l.split('msg="')[1].rstrip('"') for l in context.splitlines() if 'msg="' in l)
letters = Counter(ch for ch in msg_text.lower() if ch.isalpha())
top = letters.most_common(8)
width = max(n for _, n in top)
for ch, n in top:
    print(f"{ch} {n:4d} {'█' * round(20 * n / width)}")
print("vowels:", sum(letters[v] for v in "aeiou"))
