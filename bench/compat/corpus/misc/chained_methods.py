line = "  Id=7 ; USER=Bob  "
print(line.strip().lower().replace(" ; ", ",").split(","))
