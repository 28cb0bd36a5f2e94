package main

import (
	"slices"
	"strings"
	"testing"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// The manifest decodes strictly (no field Kubernetes does not know) into
// the official batch/v1 Job, with what a cluster needs to run the shards.
func TestK8sManifestIsAnIndexedJob(t *testing.T) {
	code, out, stderr := runCLI(t, "k8s", "--shards", "4", "--parallelism", "2", "--image", "reg.example/rlm-bench:v1",
		"--claim", "rlm-data", "--api-key-secret", "llm-key", "--namespace", "bench",
		"--model", "qwen3", "--pool", "starter", "--epochs", "3", "--base-url", "http://vllm-{shard}.vllm:8000/v1", "--data", "/ignored")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	var job batchv1.Job
	if err := yaml.UnmarshalStrict([]byte(out), &job); err != nil {
		t.Fatalf("strict decode: %v\n%s", err, out)
	}
	s := job.Spec
	switch {
	case job.APIVersion != "batch/v1" || job.Kind != "Job":
		t.Errorf("apiVersion/kind %s/%s", job.APIVersion, job.Kind)
	case job.Name != "rlm-default-qwen3-rlm-auto" || job.Namespace != "bench":
		t.Errorf("name %q namespace %q", job.Name, job.Namespace)
	case s.CompletionMode == nil || *s.CompletionMode != batchv1.IndexedCompletion:
		t.Errorf("completionMode %v", s.CompletionMode)
	case s.Completions == nil || *s.Completions != 4 || s.Parallelism == nil || *s.Parallelism != 2:
		t.Errorf("completions %v parallelism %v", s.Completions, s.Parallelism)
	case s.BackoffLimitPerIndex == nil || *s.BackoffLimitPerIndex != 3:
		t.Errorf("backoffLimitPerIndex %v", s.BackoffLimitPerIndex)
	case s.Template.Spec.RestartPolicy != corev1.RestartPolicyNever:
		t.Errorf("restartPolicy %q (backoffLimitPerIndex needs Never)", s.Template.Spec.RestartPolicy)
	}
	pod := s.Template.Spec
	if len(pod.Volumes) != 1 || pod.Volumes[0].PersistentVolumeClaim == nil || pod.Volumes[0].PersistentVolumeClaim.ClaimName != "rlm-data" {
		t.Fatalf("volumes %+v", pod.Volumes)
	}
	if len(pod.Containers) != 1 {
		t.Fatalf("containers %+v", pod.Containers)
	}
	c := pod.Containers[0]
	if c.Image != "reg.example/rlm-bench:v1" || len(c.VolumeMounts) != 1 || c.VolumeMounts[0].Name != pod.Volumes[0].Name || c.VolumeMounts[0].MountPath != "/data" {
		t.Errorf("container %+v", c)
	}
	cmd := strings.Join(c.Command, " ")
	for _, want := range []string{"rlm-bench run ", "--name=default-qwen3-rlm-auto", "--base-url=http://vllm-{shard}.vllm:8000/v1", "--epochs=3", "--model=qwen3", "--pool=starter", "--data=/data", " --shard auto"} {
		if !strings.Contains(cmd, want) {
			t.Errorf("command %q lacks %q", cmd, want)
		}
	}
	if strings.Contains(cmd, "/ignored") {
		t.Errorf("command keeps the local --data: %q", cmd)
	}
	env := map[string]corev1.EnvVar{}
	for _, e := range c.Env {
		env[e.Name] = e
	}
	if env["RLM_SHARDS"].Value != "4" {
		t.Errorf("RLM_SHARDS %+v", env["RLM_SHARDS"])
	}
	if k := env["RLM_API_KEY"].ValueFrom; k == nil || k.SecretKeyRef == nil || k.SecretKeyRef.Name != "llm-key" || k.SecretKeyRef.Key != "api-key" {
		t.Errorf("RLM_API_KEY %+v", env["RLM_API_KEY"])
	}
	if !slices.Contains(c.Command, "auto") {
		t.Errorf("command %v", c.Command)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--shards", "2", "--model", "m", "--claim", "c"}, "--image is required"},
		{[]string{"--shards", "2", "--model", "m", "--image", "i"}, "--claim is required"},
		{[]string{"--model", "m", "--image", "i", "--claim", "c"}, "--shards N is required"},
	} {
		if code, _, stderr := runCLI(t, append([]string{"k8s"}, tc.args...)...); code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("k8s %v: exit %d %q", tc.args, code, stderr)
		}
	}
}
