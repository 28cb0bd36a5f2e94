context = ("The term 'model' appears often: model training, model evaluation, "
           "and the Model card. A remodel is not a model.")
def find_all(hay, needle, case=True):
    h, n = (hay, needle) if case else (hay.lower(), needle.lower())
    out, i = [], h.find(n)
    while i != -1:
        out.append(i)
        i = h.find(n, i + 1)
    return out
print(find_all(context, "model"))
print(find_all(context, "model", case=False))
words_only = [i for i in find_all(context, "model", case=False)
              if (i == 0 or not context[i - 1].isalpha()) and (i + 5 == len(context) or not context[i + 5].isalpha())]
print(words_only, len(words_only))
for i in words_only[:3]:
    print(f"...{context[max(0, i - 10):i + 15]}...")
print(context.lower().count("model"), context.count("model"))
