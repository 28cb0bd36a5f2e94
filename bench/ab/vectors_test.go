package ab

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/rlm-go/rlm/bench"
)

// TestReportJSONMatchesReference builds runs from the stats vectors (rows
// this package did not generate the numbers for) and checks the numbers
// report.json carries against the SciPy/statsmodels values.
func TestReportJSONMatchesReference(t *testing.T) {
	raw, err := os.ReadFile("../stats/testdata/vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Datasets []struct {
			Name     string                     `json:"name"`
			A        []float64                  `json:"a"`
			B        []float64                  `json:"b"`
			Clusters []string                   `json:"clusters"`
			PairedT  map[string]json.RawMessage `json:"paired_t"`
			Wilcoxon map[string]json.RawMessage `json:"wilcoxon"`
			Cluster  map[string]json.RawMessage `json:"cluster"`
			McNemar  map[string]json.RawMessage `json:"mcnemar"`
		} `json:"datasets"`
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, ds := range v.Datasets {
		b := ds.B
		var ra, rb []bench.Result
		for j := range ds.A {
			id := fmt.Sprintf("task-%03d", j)
			ra = append(ra, bench.Result{TaskID: id, Family: "f", Score: ds.A[j], SourceIDs: []string{ds.Clusters[j]}})
			rb = append(rb, bench.Result{TaskID: id, Family: "f", Score: b[j], SourceIDs: []string{ds.Clusters[j]}})
		}
		rep, err := Compare(ra, rb, Options{Bootstrap: 50})
		if err != nil {
			t.Fatal(err)
		}
		js, _ := rep.JSON()
		var got struct {
			Score map[string]any `json:"score"`
		}
		json.Unmarshal(js, &got)
		cmp := func(field string, ref map[string]json.RawMessage, key string) {
			t.Helper()
			if ref == nil {
				return
			}
			var w any
			json.Unmarshal(ref[key], &w)
			g := got.Score[field]
			wf, wok := w.(float64)
			gf, gok := g.(float64)
			switch {
			case !wok: // reference NaN/inf: report.json must carry null
				if g != nil {
					t.Errorf("%s: %s = %v, reference %v (want null)", ds.Name, field, g, w)
				}
			case !gok || math.Abs(gf-wf) > 1e-6*math.Max(1, math.Abs(wf)):
				t.Errorf("%s: %s = %v, reference %v", ds.Name, field, g, w)
			}
			checked++
		}
		cmp("mean_diff", ds.PairedT, "mean_diff")
		cmp("se", ds.PairedT, "se")
		cmp("t", ds.PairedT, "t")
		cmp("p", ds.PairedT, "p")
		cmp("ci_low", ds.PairedT, "ci_low")
		cmp("ci_high", ds.PairedT, "ci_high")
		cmp("wilcoxon_p", ds.Wilcoxon, "p")
		if len(ds.A) > 1 {
			cmp("cluster_se", ds.Cluster, "se")
		}
		if ds.McNemar != nil {
			mc, _ := got.Score["mcnemar"].(map[string]any)
			var w float64
			json.Unmarshal(ds.McNemar["p"], &w)
			if mc == nil || math.Abs(mc["p"].(float64)-w) > 1e-6 {
				t.Errorf("%s: mcnemar %v, reference p %v", ds.Name, mc, w)
			}
			checked++
		}
	}
	if checked < 80 {
		t.Errorf("only %d numbers checked", checked)
	}
}
