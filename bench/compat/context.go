package compat

import (
	"fmt"
	"strings"
)

var (
	ctxUsers   = []string{"alice", "bob", "carol", "dave", "erin", "frank"}
	ctxLabels  = []string{"spam", "ham", "promo", "ham", "alert", "ham", "spam"}
	ctxRegions = []string{"us-east", "us-west", "eu", "apac"}
	ctxMsgs    = []string{
		"order %d shipped late",
		"refund requested for order %d",
		"password reset for account %d",
		"invoice %d overdue by 3 days",
		"win a prize now code %d",
		"meeting moved to room %d",
		"delivery %d confirmed",
	}
)

// Context returns the fixed input every snippet sees as `context`: 200 lines
// of synthetic records with a NOTE line every 25th line. It is generated from
// a small linear congruential sequence so it never changes between runs.
func Context() string {
	var b strings.Builder
	state := uint32(12345)
	next := func(n int) int {
		state = state*1103515245 + 12345
		return int((state >> 16) % uint32(n))
	}
	errs := 0
	for i := 1; i <= 200; i++ {
		if i%25 == 0 {
			errs += next(4)
			fmt.Fprintf(&b, "NOTE checkpoint %d: %d errors, see ticket #%d\n", i, errs, 4000+i)
			continue
		}
		cents := next(20000)
		msg := fmt.Sprintf(ctxMsgs[next(len(ctxMsgs))], 1000+next(9000))
		fmt.Fprintf(&b, "id=%d user=%s label=%s amount=%d.%02d ts=2024-%02d-%02dT%02d:%02d region=%s msg=\"%s\"\n",
			i, ctxUsers[next(len(ctxUsers))], ctxLabels[next(len(ctxLabels))], cents/100, cents%100,
			1+next(12), 1+next(28), next(24), next(60), ctxRegions[next(len(ctxRegions))], msg)
	}
	return b.String()
}
