package llm

import (
	"net/http"
	"testing"
	"time"
)

func TestRetryAfterParsing(t *testing.T) {
	future := time.Now().Add(3 * time.Second).UTC().Format(http.TimeFormat)
	tests := []struct {
		headers  map[string]string
		min, max time.Duration
	}{
		{nil, -1, -1},
		{map[string]string{"Retry-After": "2"}, 2 * time.Second, 2 * time.Second},
		{map[string]string{"Retry-After": "0.5"}, 500 * time.Millisecond, 500 * time.Millisecond},
		{map[string]string{"Retry-After-Ms": "150"}, 150 * time.Millisecond, 150 * time.Millisecond},
		{map[string]string{"Retry-After-Ms": "150", "Retry-After": "9"}, 150 * time.Millisecond, 150 * time.Millisecond},
		{map[string]string{"Retry-After": future}, 1 * time.Second, 3 * time.Second},
		{map[string]string{"Retry-After": "Mon, 02 Jan 2006 15:04:05 GMT"}, 0, 0},
		{map[string]string{"Retry-After": "soon"}, -1, -1},
	}
	for _, tt := range tests {
		res := &http.Response{Header: http.Header{}}
		for k, v := range tt.headers {
			res.Header.Set(k, v)
		}
		if got := retryAfter(res); got < tt.min || got > tt.max {
			t.Errorf("%v: got %v, want [%v, %v]", tt.headers, got, tt.min, tt.max)
		}
	}
}

func TestBackoffBounds(t *testing.T) {
	c := &Client{cfg: Config{BackoffBase: 100 * time.Millisecond, BackoffMax: time.Second}}
	for n, ceil := range map[int]time.Duration{1: 100 * time.Millisecond, 2: 200 * time.Millisecond, 4: 800 * time.Millisecond, 10: time.Second} {
		var top time.Duration
		for range 200 {
			d := c.backoff(n, -1)
			if d < 0 || d > ceil {
				t.Fatalf("retry %d: backoff %v outside [0, %v]", n, d, ceil)
			}
			top = max(top, d)
		}
		if top < ceil/2 {
			t.Errorf("retry %d: 200 draws never above %v: no jitter spread", n, top)
		}
	}
	if d := c.backoff(1, 3*time.Second); d != 3*time.Second {
		t.Errorf("Retry-After 3s gave %v", d)
	}
	if d := c.backoff(1, time.Hour); d != time.Minute {
		t.Errorf("Retry-After 1h gave %v, want the 1m cap", d)
	}
}
