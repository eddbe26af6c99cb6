print("facenav")
