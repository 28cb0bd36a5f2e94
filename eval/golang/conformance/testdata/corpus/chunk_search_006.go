package main

import (
	"fmt"
	"strings"
)

var context = `From: alice@example.com
Subject: budget
The budget for Q3 is approved.

From: bob@example.com
Subject: offsite
Let's plan the offsite for October.

From: carol@example.com
Subject: budget follow-up
Please send the revised budget by Friday.`

func main() {
	msgs := strings.Split(context, "\n\n")
	fmt.Println("messages:", len(msgs))
	for i, m := range msgs {
		header := map[string]string{}
		var body []string
		for _, line := range strings.Split(m, "\n") {
			if k, v, ok := strings.Cut(line, ": "); ok && (k == "From" || k == "Subject") {
				header[k] = v
			} else {
				body = append(body, line)
			}
		}
		if strings.Contains(strings.ToLower(header["Subject"]), "budget") {
			fmt.Printf("%d %s -> %q\n", i, header["From"], strings.Join(body, " "))
		}
	}
}
