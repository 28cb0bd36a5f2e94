result = {"spam": context.count("label=spam"), "ham": context.count("label=ham")}
answer = f"spam={result['spam']}, ham={result['ham']}"
print(answer)
